import { useState, type FormEvent } from 'react';
import { createOwner } from '../lib/finish-setup';
import { EMPTY_SETUP, setupPayload, setupProblem, type SetupField as Field, type SetupValues } from '../lib/setup-rules';
import { SetupField } from './setup-field';

const FIELDS: Field[] = ['username', 'password', 'confirm', 'nick_name', 'blog_name'];

/** The owner's account and the blog's name; on success the owner lands on the home page, logged in. */
export function SetupForm() {
  const [values, setValues] = useState<SetupValues>(EMPTY_SETUP);
  const [errors, setErrors] = useState<Partial<Record<Field, string | null>>>({});
  const [busy, setBusy] = useState(false);

  const check = (field: Field, next = values) => setErrors((e) => ({ ...e, [field]: setupProblem(field, next) }));
  const field = (name: Field) => ({
    name,
    value: values[name],
    error: errors[name],
    onValueChange: (v: string) => {
      const next = { ...values, [name]: v };
      setValues(next);
      // a shown message clears as soon as the input is right
      if (errors[name]) check(name, next);
      if (name === 'password' && errors.confirm) check('confirm', next);
    },
    onBlur: () => check(name),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = Object.fromEntries(FIELDS.map((f) => [f, setupProblem(f, values)]));
    setErrors(found);
    if (FIELDS.some((f) => found[f])) return;
    setBusy(true);
    try {
      // a full load: the worker now serves the blog under its new name, with the owner logged in
      if (await createOwner(setupPayload(values))) window.location.assign('/home');
    } catch {
      // the API client has already said why (timeout, 403, 429…)
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="setup-form" onSubmit={submit} noValidate aria-label="站点初始化">
      <fieldset className="setup-form__group">
        <legend className="setup-form__legend">博主账号</legend>
        <SetupField label="账号" autoComplete="username" placeholder="5-16位字母或数字" autoFocus {...field('username')} />
        <SetupField label="密码" type="password" autoComplete="new-password" placeholder="6-18位，数字、字母、符号任意两种组合" {...field('password')} />
        <SetupField label="确认密码" type="password" autoComplete="new-password" placeholder="再输入一次密码" {...field('confirm')} />
        <SetupField label="昵称" autoComplete="nickname" placeholder="读者看到的名字" {...field('nick_name')} />
      </fieldset>
      <fieldset className="setup-form__group">
        <legend className="setup-form__legend">博客</legend>
        <SetupField label="博客名称" placeholder="例如：小张的博客" hint="以后可以在后台的网站设置里修改" {...field('blog_name')} />
      </fieldset>
      <button type="submit" className="setup-form__submit btn btn--primary" disabled={busy} aria-busy={busy}>
        {busy ? '正在创建…' : '创建博主账号并进入博客'}
      </button>
    </form>
  );
}
