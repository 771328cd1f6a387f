"""Gradient of one step's reward with respect to the action (first step of a differentiable-policy experiment)."""

import jax

from tinybrax.envs.arm import Arm


def reward_gradient(seed: int = 0):
    env = Arm()
    rng = jax.random.PRNGKey(seed)
    state = env.reset(rng)
    action = jax.random.normal(rng, (env.action_size,))
    return jax.grad(lambda a: env.step(state, a).reward)(action)


if __name__ == "__main__":
    print(reward_gradient())
