import jax
import jax.numpy as jnp


class EpisodeEvaluator:
    """Runs whole evaluation episodes on device and reports their returns."""

    def __init__(self, env, policy):
        self.env = env
        self.policy = policy
        self._run = jax.jit(self.run_episode)

    def run_episode(self, params, key):
        state = self.env.reset()
        total = jnp.zeros(())
        done = False
        while not done:  # expect: JXL101
            key, action_key = jax.random.split(key)
            action = self.policy(params, state.position, action_key)
            state, reward, done = self.env.step(state, action)
            total = total + reward
        return total

    def evaluate(self, params, seeds):
        return [float(self._run(params, jax.random.PRNGKey(seed))) for seed in seeds]
