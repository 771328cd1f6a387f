import jax


class RandomRollout:
    """Runs a batch of uniformly random episodes of fixed length, compiled once."""

    def __init__(self, env, num_actions, length):
        self.env = env
        self.num_actions = num_actions
        self.length = length
        self.run = jax.jit(jax.vmap(self._episode))

    def _episode(self, key):
        reset_key, action_key = jax.random.split(key)
        state, _ = self.env.reset(reset_key)

        def body(state, step_key):
            action = jax.random.randint(step_key, (), 0, self.num_actions)
            state, obs, reward, done = self.env.step(state, action)
            return state, (obs, reward)

        _, (observations, rewards) = jax.lax.scan(body, state, jax.random.split(action_key, self.length))
        return observations, rewards
