import jax
import jax.numpy as jnp

from cartjax.env import CartPole
from cartjax.rollout import Rollout


def random_policy(key, obs):
    return jax.random.bernoulli(key, 0.5).astype(jnp.int32)


def main():
    rollout = Rollout(CartPole(max_steps=40), random_policy, num_steps=150)
    rewards, dones = rollout(jax.random.key(0))
    return float(rewards.sum()), int(dones.sum())


if __name__ == "__main__":
    print(main())
