import functools

import jax
import jax.numpy as jnp

from ballworld.env import BallEnv
from ballworld.types import BallConfig


@functools.partial(jax.jit, static_argnames=("env", "num_steps"))
def rollout(env, key, num_steps):
    """A uniformly random policy on one environment; returns the stacked time steps."""
    reset_key, key = jax.random.split(key)
    state, _ = env.reset(reset_key)

    def body(state, step_key):
        action_key, env_key = jax.random.split(step_key)
        action = jax.random.randint(action_key, (), 0, env.num_actions)
        state, timestep = env.step(env_key, state, action)
        return state, timestep

    _, timesteps = jax.lax.scan(body, state, jax.random.split(key, num_steps))
    return timesteps


def main(num_envs=8, num_steps=300):
    env = BallEnv(BallConfig(max_steps=100))
    keys = jax.random.split(jax.random.PRNGKey(0), num_envs)
    timesteps = jax.vmap(lambda key: rollout(env, key, num_steps))(keys)
    episodes = int(jnp.sum(timesteps.done))
    return episodes, float(jnp.mean(timesteps.reward)), timesteps


if __name__ == "__main__":
    episodes, mean_reward, _ = main()
    print(f"{episodes} episodes finished, mean reward {mean_reward:.3f}")
