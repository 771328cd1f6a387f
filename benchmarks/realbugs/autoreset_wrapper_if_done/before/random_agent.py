import jax

from corridor.env import Corridor
from corridor.rollout import make_rollout
from corridor.wrappers import AutoReset


def main():
    rollout = make_rollout(AutoReset(Corridor(length=6, max_steps=20)), num_steps=100, num_envs=4)
    rewards, dones = rollout(jax.random.PRNGKey(0))
    return rewards, dones


if __name__ == "__main__":
    rewards, dones = main()
    print(rewards.sum(axis=1), dones.sum(axis=1))
