import jax
import jax.numpy as jnp


class Trainer:
    """Runs Q-learning episodes of a fixed number of steps; each episode is one jitted scan."""

    def __init__(self, env, agent, steps_per_episode=20):
        self.env = env
        self.agent = agent
        self.steps_per_episode = steps_per_episode
        self.episode = jax.jit(self._episode)

    def _episode(self, q_table, key):
        def body(carry, step_key):
            q_table, state = carry
            action = self.agent.act(q_table, state, step_key)
            next_state, reward, done = self.env.step(state, action)
            q_table = self.agent.update(q_table, state, action, reward, next_state, done.astype(jnp.float32))
            state = jnp.where(done, 0, next_state)
            return (q_table, state), reward

        (q_table, _), rewards = jax.lax.scan(body, (q_table, jnp.asarray(0)),
                                             jax.random.split(key, self.steps_per_episode))
        return q_table, rewards.sum()

    def fit(self, num_episodes, seed=0):
        q_table = jnp.zeros((self.env.num_states, self.agent.num_actions))
        key = jax.random.PRNGKey(seed)
        for _ in range(num_episodes):
            key, episode_key = jax.random.split(key)
            q_table, _ = self.episode(q_table, episode_key)
        return q_table
