from pendulum import Pendulum


def energy_drift(n=100):
    pendulum = Pendulum()
    xs, vs = pendulum.simulate(1.5, 0.0, n)
    energy = 0.5 * vs ** 2 - pendulum.c * (1.0 - (1.0 - xs ** 2 / 2.0))
    return energy[-1] - energy[0]
