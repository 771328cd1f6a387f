import jax.numpy as jnp


class FeedbackCircuit:
    """A saturating amplifier whose output is fed back to its input: y = drive + gain * tanh(y)."""

    def __init__(self, gain, drive):
        self.gain = gain
        self.drive = drive

    def update(self, output):
        return self.drive + self.gain * jnp.tanh(output)
