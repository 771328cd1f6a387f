import jax.numpy as jnp


def repeat_clip(clip, times, fade=8):
    """Loop a short clip `times` times, with a short fade-in at each seam."""
    length = clip.shape[0]
    ramp = jnp.minimum(jnp.arange(length) / fade, 1.0)
    out = jnp.zeros((times * length,))  # expect: JXL106
    for i in range(times):  # expect: JXL105
        out = out.at[i * length:(i + 1) * length].set(clip * ramp)
    return out
