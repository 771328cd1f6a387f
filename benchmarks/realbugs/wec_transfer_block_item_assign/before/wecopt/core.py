"""Wave energy converter dynamics in the frequency domain (pseudo-spectral, real Fourier basis)."""

import jax.numpy as jnp


def _real_block_diag(response: jnp.ndarray) -> jnp.ndarray:
    """Real 2x2 block [[Re, -Im], [Im, Re]] per frequency, on the diagonal."""
    nfreq = response.shape[0]
    elem = jnp.zeros((2 * nfreq, 2 * nfreq))
    for k in range(nfreq):
        block = jnp.array([[response[k].real, -response[k].imag],
                           [response[k].imag, response[k].real]])
        elem[2 * k:2 * k + 2, 2 * k:2 * k + 2] = block  # expect: JXL301
    return elem


def mimo_transfer_mat(transfer_mat: jnp.ndarray) -> jnp.ndarray:
    """Real (2 nfreq ndof)^2 matrix of a complex (nfreq, ndof, ndof) transfer matrix."""
    ndof = transfer_mat.shape[1]
    rows = []
    for idof in range(ndof):
        rows.append([_real_block_diag(transfer_mat[:, idof, jdof]) for jdof in range(ndof)])
    return jnp.block(rows)


class WEC:
    """A heaving body: mass, hydrostatic stiffness and a radiation damping per frequency."""

    def __init__(self, freqs, mass, stiffness, damping):
        self.freqs = jnp.asarray(freqs)
        self.mass = mass
        self.stiffness = stiffness
        self.damping = jnp.asarray(damping)

    def impedance(self, pto_damping) -> jnp.ndarray:
        omega = 2 * jnp.pi * self.freqs
        z = 1j * omega * self.mass + (self.damping + pto_damping) + self.stiffness / (1j * omega)
        return z[:, None, None]

    def response(self, excitation, pto_damping) -> jnp.ndarray:
        """Velocity coefficients (real Fourier basis) for a given excitation force."""
        transfer = mimo_transfer_mat(self.impedance(pto_damping))
        return jnp.linalg.solve(transfer, excitation)

    def average_power(self, excitation, pto_damping):
        velocity = self.response(excitation, pto_damping)
        return -0.5 * pto_damping * jnp.sum(velocity ** 2)
