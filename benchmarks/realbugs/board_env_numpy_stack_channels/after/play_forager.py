import jax

from boardenv.env import Forager
from boardenv.vector import VectorEnv


def main(num_envs=8, steps=10):
    envs = VectorEnv(Forager(size=5, num_food=4))
    state, observation = envs.reset(jax.random.split(jax.random.PRNGKey(0), num_envs))
    total = 0.0
    for key in jax.random.split(jax.random.PRNGKey(1), steps):
        actions = jax.random.randint(key, (num_envs,), 0, 4)
        state, observation, reward = envs.step(state, actions)
        total += float(reward.sum())
    return observation, total


if __name__ == "__main__":
    observation, total = main()
    print(observation.shape, total)
