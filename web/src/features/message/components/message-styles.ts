// The board's style sheets in their cascade order; the board, a note's page and the publish form share them.
import './message-board.css';
import './message-card.css';
import './message-danmu.css';
import './message-publish.css';
