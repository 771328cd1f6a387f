"""Online evaluation: roll the policy out from random initial states and return the discounted return of each."""

import jax
import jax.numpy as jnp

from pointmass import env
from pointmass.policy import act


def rollout_returns(weights, env_params, key, n_trajectories=32, step_per_trajectory=100, gamma=0.99):
    def one_trajectory(traj_key):
        def body(carry, _):
            state, discount, total = carry
            state, reward = env.step(env_params, state, act(weights, state))
            return (state, discount * gamma, total + discount * reward), None

        init = (env.reset(traj_key), jnp.ones(()), jnp.zeros(()))
        (_, _, total), _ = jax.lax.scan(body, init, None, length=step_per_trajectory)  # expect: JXL504
        return total

    return jax.vmap(one_trajectory)(jax.random.split(key, n_trajectories))
