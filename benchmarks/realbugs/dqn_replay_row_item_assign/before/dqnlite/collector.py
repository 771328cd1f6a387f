import jax


class RandomCollector:
    """Fills a replay buffer with uniformly random actions, the warm-up phase before DQN updates start."""

    def __init__(self, env, buffer, num_steps):
        self.env = env
        self.buffer = buffer
        self.num_steps = num_steps
        self.collect = jax.jit(self._collect)

    def _collect(self, key, replay_state):
        def body(carry, step_key):
            position, replay_state = carry
            action = jax.random.randint(step_key, (), 0, self.env.num_actions)
            next_position, reward, done = self.env.step(position, action)
            replay_state = self.buffer.add(replay_state, self.env.observe(position), action, reward,
                                           self.env.observe(next_position), done)
            return (next_position, replay_state), reward

        (_, replay_state), rewards = jax.lax.scan(body, (self.env.reset(), replay_state),
                                                  jax.random.split(key, self.num_steps))
        return replay_state, rewards
