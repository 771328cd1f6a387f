import jax


class EpisodeRunner:
    def __init__(self, env, policy, num_steps):
        self.env = env
        self.policy = policy
        self.num_steps = num_steps
        self._rollout = jax.jit(self.rollout)

    def rollout(self, key):
        reset_key, key = jax.random.split(key)
        state = self.env.reset(reset_key)

        def body(carry, step_key):
            act_key, env_key = jax.random.split(step_key)
            action = self.policy(act_key, carry[1])
            carry, obs, reward = self.env.step(env_key, carry, action)
            return carry, (obs, reward)

        _, (obs, rewards) = jax.lax.scan(body, state, jax.random.split(key, self.num_steps))
        return obs, rewards

    def __call__(self, key):
        return self._rollout(key)
