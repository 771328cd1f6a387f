import jax
import jax.numpy as jnp


def render_melody(synth, notes, key):
    audio = []
    for note in notes:
        key, sub = jax.random.split(key)
        audio.append(synth.render_jit(sub, note.frequency, note.num_samples))
    return jnp.concatenate(audio)
