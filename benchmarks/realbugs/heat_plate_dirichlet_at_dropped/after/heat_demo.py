from fdheat import HeatPlate


def main():
    plate = HeatPlate(n=24, diffusivity=1.0, dx=0.1, hot=100.0, cold=0.0)
    return plate.run(600)


if __name__ == "__main__":
    u, centre = main()
    print(float(u[0, 5]), float(centre[-1]))
