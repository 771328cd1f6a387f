import jax
import jax.numpy as jnp


class StaLtaTrigger:
    """Classic short-term / long-term average energy ratio detector."""

    def __init__(self, short_window, long_window, threshold):
        self.short = short_window
        self.long = long_window
        self.threshold = threshold

    def ratio(self, samples):
        energy = samples**2
        sta = jnp.convolve(energy, jnp.ones(self.short) / self.short, mode="same")
        lta = jnp.convolve(energy, jnp.ones(self.long) / self.long, mode="same")
        return sta / (lta + 1e-12)

    def run(self, buffer, packets):
        def ingest(buffer, packet):
            return buffer.write(packet), None

        buffer, _ = jax.lax.scan(ingest, buffer, packets)
        ratio = self.ratio(buffer.data)
        return buffer, jnp.argmax(ratio > self.threshold), ratio.max()
