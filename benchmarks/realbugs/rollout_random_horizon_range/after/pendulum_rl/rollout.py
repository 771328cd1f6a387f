"""Episodes of random length, so the policy does not overfit to one horizon."""

from dataclasses import dataclass

import jax
import jax.numpy as jnp

from pendulum_rl import env, policy


@dataclass(frozen=True)
class RolloutConfig:
    min_horizon: int = 10
    max_horizon: int = 40
    discount: float = 0.99


def episode_return(params, key, config=RolloutConfig()):
    horizon_key, init_key = jax.random.split(key)
    horizon = jax.random.randint(horizon_key, (), config.min_horizon, config.max_horizon)
    state = jax.random.uniform(init_key, (2,), minval=-0.5, maxval=0.5)

    def body(t, carry):
        state, total = carry
        torque = policy.act(params, state)
        total = total + config.discount ** t * env.reward(state, torque)
        return env.step(state, torque), total

    _, total = jax.lax.fori_loop(0, horizon, body, (state, jnp.zeros(())))
    return total


batched_return = jax.jit(jax.vmap(episode_return, in_axes=(None, 0)))
