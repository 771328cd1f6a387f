import jax
import numpy as np


class FourierSpectralSolver:
    """Viscous Burgers u_t + u u_x = nu u_xx on a periodic domain [0, L): derivatives in Fourier space, RK4 in time."""

    def __init__(self, n_points, length, nu):
        self.n_points = n_points
        self.length = length
        self.nu = nu
        self.x = np.linspace(0.0, length, n_points, endpoint=False)
        self.k = 2.0 * np.pi * np.fft.fftfreq(n_points, d=length / n_points)
        self._integrate = jax.jit(self.integrate, static_argnums=(2,))

    def spectral_derivative(self, u_hat, order=1):
        return (1j * self.k) ** order * u_hat

    def rhs(self, u):
        u_hat = np.fft.fft(u)  # expect: JXL401
        u_x = np.fft.ifft(self.spectral_derivative(u_hat, 1)).real  # expect: JXL401
        u_xx = np.fft.ifft(self.spectral_derivative(u_hat, 2)).real  # expect: JXL401
        return -u * u_x + self.nu * u_xx

    def rk4_step(self, u, dt):
        k1 = self.rhs(u)
        k2 = self.rhs(u + 0.5 * dt * k1)
        k3 = self.rhs(u + 0.5 * dt * k2)
        k4 = self.rhs(u + dt * k3)
        return u + dt / 6.0 * (k1 + 2.0 * k2 + 2.0 * k3 + k4)

    def integrate(self, u0, dt, n_steps):
        def body(u, _):
            return self.rk4_step(u, dt), None

        return jax.lax.scan(body, u0, None, length=n_steps)[0]

    def solve(self, u0, t_end, dt):
        return self._integrate(u0, dt, int(round(t_end / dt)))
