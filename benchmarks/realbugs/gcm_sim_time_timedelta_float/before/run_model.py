"""Integrate the toy model for a month and report the equator-to-pole contrast."""

from jcm.model import Model


def month_contrast():
    state = Model().run(num_steps=120)
    return float(state.temperature.max() - state.temperature.min()), float(state.sim_time)


if __name__ == "__main__":
    print(month_contrast())
