from tightbinding import BandStructure, Honeycomb, high_symmetry_path


def main():
    path = high_symmetry_path()
    graphene = BandStructure(Honeycomb())
    boron_nitride = BandStructure(Honeycomb(hopping=2.3, staggered=4.6))
    return float(graphene.gap(path)), float(boron_nitride.gap(path))


if __name__ == "__main__":
    g, bn = main()
    print(f"graphene gap {g:.3f} eV, hBN gap {bn:.2f} eV")
