import jax.numpy as jnp

from frozenmaze.agent import QLearner
from frozenmaze.env import MazeEnv
from frozenmaze.train import Trainer


def greedy_path(env, q_table, max_steps=10):
    state, path = 0, [0]
    for _ in range(max_steps):
        state, _, done = env.step(state, int(jnp.argmax(q_table[state])))
        path.append(int(state))
        if bool(done):
            break
    return path


def main():
    env = MazeEnv(jnp.array([[0, 1, 2], [2, 1, 3]]))
    q_table = Trainer(env, QLearner()).fit(num_episodes=50)
    return q_table, greedy_path(env, q_table)


if __name__ == "__main__":
    print(main()[1])
