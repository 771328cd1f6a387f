import jax


class WindowSampler:
    """Samples fixed-length windows of consecutive steps for training a recurrent model."""

    def __init__(self, window):
        self.window = window

    def sample_one(self, buffer, key):
        episode_key, start_key = jax.random.split(key)
        episode = jax.random.randint(episode_key, (), 0, buffer.num_episodes)
        start = jax.random.randint(start_key, (), 0, buffer.episode_length - self.window + 1)
        observations = buffer.observations[episode, start:start + self.window]  # expect: JXL106
        actions = buffer.actions[episode, start:start + self.window]  # expect: JXL106
        return observations, actions

    def sample_batch(self, buffer, key, batch_size):
        keys = jax.random.split(key, batch_size)
        return jax.vmap(self.sample_one, in_axes=(None, 0))(buffer, keys)
