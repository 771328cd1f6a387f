from ssa import BirthDeathNetwork


def main():
    network = BirthDeathNetwork(k_birth=4.0, k_death=0.2, seed=11)
    x, waits = network.simulate(20.0, 60)
    return x, waits, network.time


if __name__ == "__main__":
    x, waits, elapsed = main()
    print(f"{len(waits)} events, {x} molecules after t = {elapsed}")
