"""Run a few random-policy collections and report how many environment steps were taken."""

import jax

from gridrl.env import CorridorEnv
from gridrl.rollout import run_collection
from gridrl.wrappers import EpisodeStatsWrapper


def main():
    env = EpisodeStatsWrapper(CorridorEnv(length=5))
    rewards = run_collection(env, jax.random.PRNGKey(0), 20)
    print("total reward", float(rewards.sum()), "env steps", env.total_steps)


if __name__ == "__main__":
    main()
