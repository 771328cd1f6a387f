import jax
import jax.numpy as jnp


def num_steps(config):
    """Time steps uniform in ln(a), no wider than config.max_dlna."""
    return int(jnp.ceil(jnp.log(config.a_stop / config.a_start) / config.max_dlna))  # expect: JXL104


def mesh_force(pos, config):
    """Long-range force from a cloud-in-cell density on the mesh, solved with an FFT Poisson solver."""
    n = config.mesh_size
    cell = pos / config.box_size * n
    idx = jnp.floor(cell).astype(jnp.int32) % n
    density = jnp.zeros((n, n, n)).at[idx[:, 0], idx[:, 1], idx[:, 2]].add(1.0)
    delta = density / density.mean() - 1.0
    k = 2.0 * jnp.pi * jnp.fft.fftfreq(n, d=config.box_size / n)
    kx, ky, kz = jnp.meshgrid(k, k, k, indexing="ij")
    k2 = jnp.where(kx ** 2 + ky ** 2 + kz ** 2 == 0.0, 1.0, kx ** 2 + ky ** 2 + kz ** 2)
    phi_k = -1.5 * config.omega_m * jnp.fft.fftn(delta) / k2
    grads = [jnp.real(jnp.fft.ifftn(-1j * kk * phi_k)) for kk in (kx, ky, kz)]
    return jnp.stack([g[idx[:, 0], idx[:, 1], idx[:, 2]] for g in grads], axis=-1)


def nbody(pos, vel, config):
    """Kick-drift-kick leapfrog in ln(a) from config.a_start to config.a_stop."""
    n = num_steps(config)
    lna = jnp.linspace(jnp.log(config.a_start), jnp.log(config.a_stop), n + 1)

    def step(carry, lna_pair):
        pos, vel = carry
        dlna = lna_pair[1] - lna_pair[0]
        vel = vel + 0.5 * dlna * mesh_force(pos, config)
        pos = (pos + dlna * vel) % config.box_size
        vel = vel + 0.5 * dlna * mesh_force(pos, config)
        return (pos, vel), None

    (pos, vel), _ = jax.lax.scan(step, (pos, vel), jnp.stack([lna[:-1], lna[1:]], axis=1))
    return pos, vel
