from typing import NamedTuple

import jax


class EpisodeBuffer(NamedTuple):
    observations: jax.Array  # [episodes, steps, obs_dim]
    actions: jax.Array  # [episodes, steps]

    @property
    def num_episodes(self):
        return self.observations.shape[0]

    @property
    def episode_length(self):
        return self.observations.shape[1]
