import jax

from segtools.stats import segment_stats

batch_segment_stats = jax.jit(jax.vmap(segment_stats))
