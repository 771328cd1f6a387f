import jax
import jax.numpy as jnp

from reacher import PointReacher


def greedy_policy(state, target):
    return jnp.clip(target - state.position, -1.0, 1.0)


def rollout(n_steps=3, debug=True):
    env = PointReacher(debug=debug)
    step = jax.jit(env.step)
    state = env.reset()
    rewards = []
    for _ in range(n_steps):
        state = step(state, greedy_policy(state, env.target))
        rewards.append(state.reward)
    return jnp.stack(rewards)


if __name__ == "__main__":
    print(rollout(10))
