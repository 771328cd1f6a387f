import jax
import jax.numpy as jnp


def segment_mean(data, segment_ids, num_segments):
    num_segments = int(num_segments)  # expect: JXL104
    totals = jax.ops.segment_sum(data, segment_ids, num_segments)
    counts = jax.ops.segment_sum(jnp.ones(segment_ids.shape[0], data.dtype), segment_ids, num_segments)
    return totals / jnp.maximum(counts, 1.0)[:, None]
