import jax

from xlagym.mountain_car import MountainCar
from xlagym.rollout import RandomRollout


def main(num_envs=8, length=200):
    rollout = RandomRollout(MountainCar(), num_actions=3, length=length)
    observations, rewards = rollout.run(jax.random.split(jax.random.PRNGKey(0), num_envs))
    return observations, rewards


if __name__ == "__main__":
    observations, rewards = main()
    print("highest position reached:", float(observations[..., 0].max()))
