import jax
import jax.numpy as jnp


def render_melody(synth, notes, key):
    audio = []
    for note in notes:
        key, sub = jax.random.split(key)
        render = jax.jit(lambda k, f: synth.render(k, f, note.num_samples))  # expect: JXL501
        audio.append(render(sub, note.frequency))
    return jnp.concatenate(audio)
