from typing import NamedTuple


class Cosmology(NamedTuple):
    omega_m: float = 0.3
    n_s: float = 0.96
    amplitude: float = 2.0e4
    omega_b: float = 0.05
    h: float = 0.7


VARIED = ("omega_m", "n_s", "amplitude")


def with_varied(theta, base=Cosmology()):
    """The fiducial cosmology with the varied parameters replaced by the entries of `theta`."""
    return base._replace(**dict(zip(VARIED, theta)))
