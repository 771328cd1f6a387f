import jax
import jax.numpy as jnp


class EpisodeEvaluator:
    """Runs whole evaluation episodes on device and reports their returns."""

    def __init__(self, env, policy):
        self.env = env
        self.policy = policy
        self._run = jax.jit(self.run_episode)

    def run_episode(self, params, key):
        def not_done(carry):
            return ~carry[3]

        def one_step(carry):
            state, total, key, _ = carry
            key, action_key = jax.random.split(key)
            action = self.policy(params, state.position, action_key)
            state, reward, done = self.env.step(state, action)
            return state, total + reward, key, done

        carry = (self.env.reset(), jnp.zeros(()), key, jnp.zeros((), dtype=bool))
        _, total, _, _ = jax.lax.while_loop(not_done, one_step, carry)
        return total

    def evaluate(self, params, seeds):
        return [float(self._run(params, jax.random.PRNGKey(seed))) for seed in seeds]
