import jax.numpy as jnp


def occupancy_report(occupancy):
    return {"cells": int(occupancy.shape[0]), "max": int(occupancy.max()), "empty": int(jnp.sum(occupancy == 0))}
