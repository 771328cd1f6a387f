from typing import NamedTuple

import jax


class PaddedEpisodes(NamedTuple):
    observations: jax.Array  # [episodes, max_len, obs_dim]
    rewards: jax.Array  # [episodes, max_len], zero after the end
    lengths: jax.Array  # [episodes]
