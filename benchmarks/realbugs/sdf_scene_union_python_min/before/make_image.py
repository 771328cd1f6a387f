from sdfart.render import Camera, render
from sdfart.scene import Scene
from sdfart.shapes import box, plane, sphere


def main():
    scene = Scene(sphere((0.0, 1.0, 1.0), 1.0), box((1.8, 0.5, 1.5), (0.5, 0.5, 0.5)), plane(0.0))
    image = render(scene, Camera())
    print("\n".join("".join(" .:-=+*#%@"[int(v * 9.99)] for v in row) for row in image.tolist()))
    return image


if __name__ == "__main__":
    main()
