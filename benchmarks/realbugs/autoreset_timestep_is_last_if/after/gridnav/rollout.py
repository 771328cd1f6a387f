import jax


class RandomRollout:
    def __init__(self, env, num_steps):
        self.env = env
        self.num_steps = num_steps
        self.run = jax.jit(self._run)

    def _run(self, key):
        def step(timestep, step_key):
            action_key, reset_key = jax.random.split(step_key)
            action = jax.random.randint(action_key, (), 0, 4)
            timestep, transition = self.env.step(timestep, action, reset_key)
            return timestep, transition

        reset_key, key = jax.random.split(key)
        _, transitions = jax.lax.scan(step, self.env.reset(reset_key), jax.random.split(key, self.num_steps))
        return transitions
