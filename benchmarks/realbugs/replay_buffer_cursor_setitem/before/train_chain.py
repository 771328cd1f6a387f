import numpy as np

from chainrl.agent import TabularQAgent
from chainrl.env import ChainEnv, epsilon_greedy
from chainrl.replay import ReplayBuffer


def main(num_episodes=80, capacity=500, batch_size=32, seed=0):
    env = ChainEnv(length=6, max_steps=40)
    agent = TabularQAgent(env.length, 2)
    buffer = ReplayBuffer(capacity, seed=seed)
    rng = np.random.default_rng(seed)
    for episode in range(num_episodes):
        epsilon = max(0.1, 1.0 - episode / (0.8 * num_episodes))
        state, done = env.reset(), False
        while not done:
            action = epsilon_greedy(np.asarray(agent.q[state]), epsilon, rng)
            next_state, reward, done = env.step(action)
            buffer.add({"state": np.int32(state), "action": np.int32(action), "reward": np.float32(reward),
                        "next_state": np.int32(next_state), "done": np.bool_(done)})
            if buffer.size >= batch_size:
                agent.learn(buffer.sample(batch_size))
            state = next_state
        if episode % 5 == 0:
            agent.sync_target()
    return agent, buffer


if __name__ == "__main__":
    agent, buffer = main()
    print("greedy actions:", np.argmax(np.asarray(agent.q), axis=1))
