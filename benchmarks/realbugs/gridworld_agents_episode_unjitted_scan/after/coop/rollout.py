import functools

import jax

from .policy import sample_actions


@functools.partial(jax.jit, static_argnums=(0, 3))
def run_episode(env, params, key, num_steps):
    """Team return of one episode of `num_steps` steps."""
    reset_key, steps_key = jax.random.split(key)

    def step_fn(state, step_key):
        actions = sample_actions(params, env.observe(state), step_key)
        state, rewards = env.step(state, actions)
        return state, rewards

    _, rewards = jax.lax.scan(step_fn, env.reset(reset_key), jax.random.split(steps_key, num_steps))
    return rewards.sum(axis=0)
