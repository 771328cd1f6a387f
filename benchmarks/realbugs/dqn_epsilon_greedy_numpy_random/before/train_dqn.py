import jax

from gridqn.agent import DQNAgent
from gridqn.buffer import ReplayBuffer
from gridqn.env import GridWorld


def linear_epsilon(step, start=1.0, end=0.05, decay_steps=1000):
    return max(end, start - (start - end) * step / decay_steps)


def main(num_steps=3000, batch_size=32, warmup=100, target_every=100, seed=0):
    env = GridWorld()
    obs_dim = env.size * env.size
    agent = DQNAgent(jax.random.PRNGKey(seed), obs_dim, num_actions=4)
    buffer = ReplayBuffer(10_000, obs_dim, seed=seed)
    obs, actions, episode_returns, episode_return = env.reset(), [], [], 0.0
    for step in range(num_steps):
        action = agent.act(obs, linear_epsilon(step))
        next_obs, reward, done = env.step(action)
        buffer.add(obs, action, reward, next_obs, float(done))
        actions.append(action)
        episode_return += reward
        obs = next_obs
        if done:
            episode_returns.append(episode_return)
            obs, episode_return = env.reset(), 0.0
        if buffer.size >= warmup:
            agent.learn(buffer.sample(batch_size))
        if step % target_every == 0:
            agent.sync_target()
    print(f"{len(episode_returns)} episodes, last returns {episode_returns[-5:]}")
    return actions, episode_returns


if __name__ == "__main__":
    main()
