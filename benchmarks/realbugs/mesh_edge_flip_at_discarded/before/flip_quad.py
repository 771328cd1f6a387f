from meshops import TriMesh


def main():
    mesh = TriMesh(vertices=[[0.0, 0.0], [1.0, 0.0], [1.0, 1.0], [0.0, 1.0]], faces=[[0, 1, 2], [0, 2, 3]])
    mesh.flip(0, 1)
    print("areas after flip:", mesh.areas())
    return mesh.faces


if __name__ == "__main__":
    print(main())
