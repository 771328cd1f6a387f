"""Run the highly-ionising-hit selection over a few simulated events."""

import jax

from lartpc.selection import HitSelection


def simulate_event(key, num_hits=256):
    charge_key, position_key = jax.random.split(key)
    charges = 8.0e4 * jax.random.uniform(charge_key, (num_hits,))
    positions = jax.random.uniform(position_key, (num_hits, 3), minval=-40.0, maxval=40.0)
    return charges, positions


def main():
    selection = HitSelection(charge_cut=5.0e4)
    totals = []
    for key in jax.random.split(jax.random.PRNGKey(3), 5):
        charges, positions = simulate_event(key)
        total, count = selection(charges, positions)
        totals.append((float(total), int(count)))
    print(totals)
    return totals


if __name__ == "__main__":
    main()
