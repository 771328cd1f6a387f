import functools

import jax
import jax.numpy as jnp

from .env import ReacherConfig, reacher_step


def unflatten_policy(flat, obs_dim=6, act_dim=2):
    w = flat[: obs_dim * act_dim].reshape(obs_dim, act_dim)
    return w, flat[obs_dim * act_dim:]


@functools.partial(jax.jit, static_argnames=("config",))
def rollout(flat_params, target, config=ReacherConfig()):
    """Cumulative reward of one episode of the linear tanh policy; all ES cares about is this number."""
    w, b = unflatten_policy(flat_params)

    def step(state, _):
        observation = jnp.concatenate([state[0], state[1], target])
        force = jnp.tanh(observation @ w + b)
        return reacher_step(config, state, force, target)

    state = (jnp.zeros(2), jnp.zeros(2))
    _, rewards = jax.lax.scan(step, state, None, length=config.horizon)
    return jnp.sum(rewards)
