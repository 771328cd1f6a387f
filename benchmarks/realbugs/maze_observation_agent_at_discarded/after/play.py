"""Roll out a random policy and show the observations a convolutional agent would receive."""

import jax

from mazeenv.env import GridMaze


def main():
    env = GridMaze(size=5, goal=(4, 4))
    reset, step = jax.jit(env.reset), jax.jit(env.step)
    key = jax.random.PRNGKey(0)
    state, obs = reset(key)
    for t in range(6):
        key, action_key = jax.random.split(key)
        state, obs, reward, done = step(state, jax.random.randint(action_key, (), 0, 4))
        print(t, state.agent.tolist(), float(reward))
    print(obs)


if __name__ == "__main__":
    main()
