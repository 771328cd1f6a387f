import jax
import jax.numpy as jnp

from breakoutppo.gae import GeneralizedAdvantage
from breakoutppo.rollout import RolloutProcessor, Trajectory


def synthetic_trajectory(key, num_steps=16, num_envs=4):
    reward_key, value_key, done_key, last_key = jax.random.split(key, 4)
    rewards = jax.random.bernoulli(reward_key, 0.2, (num_steps, num_envs)).astype(jnp.float32)
    values = 0.5 * jax.random.uniform(value_key, (num_steps, num_envs))
    dones = jax.random.bernoulli(done_key, 0.05, (num_steps, num_envs)).astype(jnp.float32)
    return Trajectory(rewards, values, dones, jax.random.uniform(last_key, (num_envs,)))


def main():
    trajectory = synthetic_trajectory(jax.random.PRNGKey(0))
    processor = RolloutProcessor(GeneralizedAdvantage(gamma=0.99, lam=0.95))
    normalized, advantages, targets = processor.process(trajectory)
    return trajectory, normalized, advantages, targets


if __name__ == "__main__":
    print(main()[2][-1])
