import jax
import jax.numpy as jnp


class CurrentClamp:
    """Injects a constant current and counts spikes, explicit Euler at dt = 0.01 ms."""

    def __init__(self, neuron, detector, dt=0.01, duration=100.0):
        self.neuron = neuron
        self.detector = detector
        self.dt = dt
        self.num_steps = int(round(duration / dt))
        self.spike_count = jax.jit(self._spike_count)

    def _step(self, carry, _):
        state, i_ext = carry
        new_state = self.neuron.euler_step(state, i_ext, self.dt)
        spiked = self.detector.crossed(state[0], new_state[0])
        return (new_state, i_ext), spiked

    def _spike_count(self, i_ext):
        carry = (self.neuron.resting_state(), i_ext)
        _, spikes = jax.lax.scan(self._step, carry, None, length=self.num_steps)
        return jnp.sum(spikes)
