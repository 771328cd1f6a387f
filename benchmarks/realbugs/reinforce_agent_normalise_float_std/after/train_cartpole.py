import jax
import numpy as np

from reinforce.agent import ReinforceAgent
from reinforce.cartpole import CartPole


def collect(env, agent, rng):
    """One episode, zero-padded to the environment's step limit so that every update has the same shapes."""
    obs_buf = np.zeros((env.max_steps, 4), np.float32)
    act_buf = np.zeros(env.max_steps, np.int32)
    rew_buf = np.zeros(env.max_steps, np.float32)
    mask = np.zeros(env.max_steps, np.float32)
    obs, done, t = env.reset(), False, 0
    while not done:
        action = agent.act(obs, rng)
        obs_buf[t], act_buf[t], mask[t] = obs, action, 1.0
        obs, reward, done = env.step(action)
        rew_buf[t] = reward
        t += 1
    return (obs_buf, act_buf, rew_buf, mask), t


def main(num_episodes=200, seed=0):
    env = CartPole(seed=seed)
    agent = ReinforceAgent(jax.random.PRNGKey(seed))
    rng = np.random.default_rng(seed)
    lengths = []
    for _ in range(num_episodes):
        episode, length = collect(env, agent, rng)
        agent.learn(episode)
        lengths.append(length)
    print(f"episode length {np.mean(lengths[:20]):.1f} -> {np.mean(lengths[-20:]):.1f}")
    return lengths


if __name__ == "__main__":
    main()
