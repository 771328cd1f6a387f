import jax
import jax.numpy as jnp


def make_rollout(env, num_steps, num_envs):
    """A jitted function running a random policy on `num_envs` copies of `env` for `num_steps` steps."""

    def single_env(key):
        init_key, run_key = jax.random.split(key)

        def body(state, step_key):
            action_key, reset_key = jax.random.split(step_key)
            action = jax.random.bernoulli(action_key, 0.7).astype(jnp.int32)
            state, reward, done = env.step(state, action, reset_key)
            return state, (reward, done)

        _, (rewards, dones) = jax.lax.scan(body, env.init(init_key), jax.random.split(run_key, num_steps))
        return rewards, dones

    return jax.jit(lambda key: jax.vmap(single_env)(jax.random.split(key, num_envs)))
