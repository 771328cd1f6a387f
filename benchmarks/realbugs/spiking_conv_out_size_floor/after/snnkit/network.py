import jax.numpy as jnp
from jax import lax


def run_network(params, frames, layer):
    """Run the layer over an event stream shaped (time, batch, height, width, channels)."""
    membrane = layer.initial_state(frames[0])

    def tick(membrane, frame):
        membrane, spikes = layer.step(params, membrane, frame)
        return membrane, jnp.sum(spikes, axis=(1, 2, 3))

    _, spike_counts = lax.scan(tick, membrane, frames)
    return spike_counts
