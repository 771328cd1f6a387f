"""Spike raster of a background-driven group."""

from neurosim.lif import LIFGroup


def raster(steps=40, num=50):
    return LIFGroup(num).run(steps)


if __name__ == "__main__":
    print(raster().sum(axis=1))
