/** 安全: the owner's defences against spam and stolen passwords, one card per setting (issue 29). */
import { ChallengeSettingsCard } from '../components/challenge-settings-card';
import { HoldPolicyCard } from '../components/hold-policy-card';
import { ListenSettingsCard } from '../components/listen-settings-card';
import { PasskeySettingsCard } from '../components/passkey-settings-card';
import { PageHead } from '../components/ui';
import { WriteRulesCard } from '../components/write-rules-card';

function SecurityPage() {
  return (
    <>
      <PageHead title="安全" sub="垃圾内容的防护、审核规则与后台登录方式，全部由本站自己完成，不依赖任何第三方服务" />
      <ChallengeSettingsCard />
      <WriteRulesCard />
      <HoldPolicyCard />
      <PasskeySettingsCard />
      <ListenSettingsCard />
    </>
  );
}

export { SecurityPage as Component };
