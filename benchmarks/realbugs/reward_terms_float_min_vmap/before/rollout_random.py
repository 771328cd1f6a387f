"""Roll a batch of walkers out under random forces and report the mean return."""

import jax
import jax.numpy as jnp

from walker.env import WalkerEnv


def main(num_envs=16, horizon=40):
    env = WalkerEnv(dt=0.02, mass=1.0)
    reset = jax.jit(jax.vmap(env.reset))
    step = jax.jit(jax.vmap(env.step))
    key = jax.random.PRNGKey(0)
    key, reset_key = jax.random.split(key)
    state = reset(jax.random.split(reset_key, num_envs))
    returns = jnp.zeros(num_envs)
    for _ in range(horizon):
        key, action_key = jax.random.split(key)
        actions = jax.random.normal(action_key, (num_envs, 2)) * 2.0 + jnp.array([3.0, 9.81])
        state = step(state, actions)
        returns = returns + state.reward
    print(f"mean return {float(returns.mean()):.3f}")
    return returns


if __name__ == "__main__":
    main()
